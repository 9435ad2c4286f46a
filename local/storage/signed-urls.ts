// Signed URLs as Storage makes them: an HS256 JWT (the project's JWT secret) whose `url` claim is
// "<bucket>/<key>", served later without RLS once the token checks out.
import { jwtVerify, SignJWT } from "jose";
import { jwtErrorMessage } from "../jwt.ts";
import { errors } from "./errors.ts";

export interface UrlSigner {
  /** `/object/sign/<bucket>/<key>?token=…`, relative to /storage/v1 as storage-js expects. */
  sign(bucketId: string, key: string, expiresInSeconds: number): Promise<string>;
  /** Throws Storage's InvalidJWT / InvalidSignature errors unless the token grants exactly this object. */
  verify(token: string | undefined, bucketId: string, key: string): Promise<void>;
}

export function createUrlSigner(jwtSecret: string): UrlSigner {
  const secret = new TextEncoder().encode(jwtSecret);
  return {
    async sign(bucketId, key, expiresInSeconds) {
      const url = `${bucketId}/${key}`;
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ url })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(secret);
      return `/object/sign/${url}?token=${token}`;
    },
    async verify(token, bucketId, key) {
      if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
      let url: unknown;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
        url = payload.url;
      } catch (error) {
        throw errors.invalidJwt(jwtErrorMessage(error));
      }
      if (url !== `${bucketId}/${key}`) throw errors.invalidSignature();
    },
  };
}
