// Object bytes on disk: `<dataDir>/storage/<bucket>/<key>`. New bytes are first staged in a temp file
// (same file system, so the final rename is atomic) and only moved into place once the row is committed;
// a refused or failed upload therefore leaves nothing behind.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

export interface ObjectFiles {
  stage(bytes: Uint8Array): Promise<string>;
  publish(stagedPath: string, bucketId: string, key: string): Promise<void>;
  discard(stagedPath: string): Promise<void>;
  read(bucketId: string, key: string): Promise<Buffer | null>;
  remove(bucketId: string, key: string): Promise<void>;
}

export function createObjectFiles(dataDir: string): ObjectFiles {
  const root = path.join(dataDir, "storage");
  // Beside, not inside, the bucket tree so no bucket id can collide with it; same file system for rename.
  const tmpDir = path.join(dataDir, "storage-tmp");

  // Keys are validated (no "..", no empty segments) before they get here; this is a second fence.
  const finalPath = (bucketId: string, key: string) => {
    const bucketDir = path.join(root, bucketId);
    const file = path.join(bucketDir, ...key.split("/"));
    if (!file.startsWith(bucketDir + path.sep)) throw new Error(`object path escapes its bucket: ${key}`);
    return { bucketDir, file };
  };

  /** Drop directories the removal emptied, up to (not including) the bucket directory. */
  const pruneEmptyParents = async (bucketDir: string, file: string) => {
    let dir = path.dirname(file);
    while (dir.startsWith(bucketDir + path.sep)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
      dir = path.dirname(dir);
    }
  };

  return {
    async stage(bytes) {
      await mkdir(tmpDir, { recursive: true });
      const staged = path.join(tmpDir, randomUUID());
      await writeFile(staged, bytes);
      return staged;
    },
    async publish(stagedPath, bucketId, key) {
      const { file } = finalPath(bucketId, key);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(stagedPath, file);
    },
    async discard(stagedPath) {
      await rm(stagedPath, { force: true });
    },
    async read(bucketId, key) {
      try {
        return await readFile(finalPath(bucketId, key).file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(bucketId, key) {
      const { bucketDir, file } = finalPath(bucketId, key);
      await rm(file, { force: true });
      await pruneEmptyParents(bucketDir, file);
    },
  };
}
