// Node module hooks for bench/chakra-system.ts: Chakra's system module as a production build bundles it
// (build/chakra-static-styles.ts), so the timing is of the code a built app runs.
import { fileURLToPath } from "node:url";
import { CHAKRA_SYSTEM_MODULE, patchChakraSystem } from "../build/chakra-static-styles.ts";

type Load = (url: string, context: object) => Promise<{ format?: string; source?: unknown }>;

export async function load(url: string, context: object, nextLoad: Load) {
  const result = await nextLoad(url, context);
  if (!url.startsWith("file:") || !CHAKRA_SYSTEM_MODULE.test(fileURLToPath(url))) return result;
  return { ...result, source: patchChakraSystem(String(result.source)) };
}
