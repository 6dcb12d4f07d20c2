import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FILE_TYPES, type FileTypeId } from "@/shared/domain/files/file-types";
import { FILES_PATH, fileUrl, isProtectedStorageKey, parseStorageKey } from "@/shared/domain/files/uploads";
import { ACCESS, READS } from "../auth/policy";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import type { FileStorage, StoredFileInfo } from "../integrations/storage";
import { courseFileVerdict } from "../services/courses/file-access";
import { sendAppError } from "./app-error-reply";
import { parseByteRange } from "./byte-range";
import { callerOf, routeAccess, type RouteAccessDeps } from "./route-access";

// docs/product.md §7 and §9: stored files are cached for an hour; course files only by the browser that was let in.
const PUBLIC_CACHE = "public, max-age=3600";
const PRIVATE_CACHE = "private, max-age=3600";

function sendFile(
  reply: FastifyReply,
  file: StoredFileInfo,
  body: { status: 200 | 206; length: number; stream: Readable | null },
): FastifyReply {
  // A player drops range requests mid-way when it seeks: the file must be closed then too, not
  // when the garbage collector happens to find its handle.
  const { stream } = body;
  if (stream && (reply.raw.destroyed || reply.raw.closed)) stream.destroy();
  else if (stream) reply.raw.once("close", () => stream.destroy());
  return reply
    .code(body.status)
    .header("Content-Type", file.contentType)
    .header("Content-Length", body.length)
    .header("Cache-Control", reply.getHeader("Cache-Control") ?? PUBLIC_CACHE)
    .header("X-Content-Type-Options", "nosniff")
    .header("Accept-Ranges", "bytes")
    .send(body.stream);
}

/**
 * Documents (PDF, Word, text…) are saved, never shown inside the app's origin (docs/security.md): a PDF
 * or a text file opened in a tab is a page of its own. Pictures and videos stay inline for the
 * <img> and <video> elements that show them; the sandboxing CSP covers them when opened alone.
 */
function contentDisposition(type: FileTypeId): string {
  // No filename: the lesson page's download link names the file after its material's title.
  return FILE_TYPES[type].category === "document" ? "attachment" : "inline";
}

const notFound = (reply: FastifyReply) => sendAppError(reply, new AppError("FILE_NOT_FOUND"));

/*
 * The helpers below say whether they answered with a boolean, never by returning the reply: a
 * FastifyReply is a thenable, so an async function returning it resolves to undefined once the
 * answer is sent, and the handler went on to send a second one ("Reply was already sent").
 */

/** Answers a `Range` request; false when the header is to be ignored (send the whole file). */
async function sentRange(reply: FastifyReply, storage: FileStorage, key: string, header: string): Promise<boolean> {
  const info = await storage.head(key);
  if (!info) {
    notFound(reply);
    return true;
  }
  const range = parseByteRange(header, info.size);
  if (range === "unsatisfiable") {
    reply.code(416).header("Content-Range", `bytes */${info.size}`).send();
    return true;
  }
  if (!range) return false;
  const part = await storage.get(key, range);
  if (!part) {
    notFound(reply);
    return true;
  }
  reply.header("Content-Range", `bytes ${range.start}-${range.end}/${part.size}`);
  sendFile(reply, part, { status: 206, length: range.end - range.start + 1, stream: part.stream });
  return true;
}

/**
 * A lesson video or material goes only to whoever may open a lesson that uses it
 * (docs/decisions/010-protected-course-files.md); true when the refusal was sent.
 */
async function refusedCourseFile(db: Db, request: FastifyRequest, reply: FastifyReply, key: string) {
  const caller = callerOf(request);
  const verdict = await courseFileVerdict(db, request.log, caller?.user ?? null, fileUrl(key));
  if (verdict === "hidden") notFound(reply);
  else if (verdict === "locked") sendAppError(reply, new AppError(caller ? "LESSON_LOCKED" : "UNAUTHENTICATED"));
  else reply.header("Cache-Control", PRIVATE_CACHE);
  return verdict !== "allowed";
}

type FileRoute = { Params: { "*": string } };

/**
 * Only a course file's request is authenticated (and its session cookie renewed): everyone may
 * have the other files, which a shared cache may keep an hour and must never get with a Set-Cookie.
 */
function asksForCourseFile(request: FastifyRequest<FileRoute>): boolean {
  const key = request.params["*"];
  return isProtectedStorageKey(key) && parseStorageKey(key) !== null;
}

/**
 * GET /files/<key>: uploaded files, from whichever storage holds them. Only keys shaped exactly
 * as the server makes them are looked up, so no path can reach outside the stored files.
 * A single byte range is honoured, so a lesson video can be sought without downloading it all.
 */
export function registerFileRoutes(app: FastifyInstance, deps: RouteAccessDeps & { storage: FileStorage }): void {
  const { storage } = deps;
  app.route<FileRoute>({
    method: ["GET", "HEAD"],
    url: `${FILES_PATH}*`,
    config: { storedFile: true },
    preHandler: routeAccess<FileRoute>(deps, { rule: ACCESS.anyone, call: READS, identifies: asksForCourseFile }),
    async handler(request, reply) {
      const key = request.params["*"];
      const parsed = parseStorageKey(key);
      if (!parsed) return notFound(reply);
      reply.header("Content-Disposition", contentDisposition(parsed.type));
      if (isProtectedStorageKey(key) && (await refusedCourseFile(deps.db, request, reply, key))) return reply;

      // HEAD must not open the file: Fastify would read a stream to its end just to drop it.
      if (request.method === "HEAD") {
        const info = await storage.head(key);
        return info ? sendFile(reply, info, { status: 200, length: info.size, stream: null }) : notFound(reply);
      }
      const rangeHeader = request.headers.range;
      if (rangeHeader && (await sentRange(reply, storage, key, rangeHeader))) return reply;

      const file = await storage.get(key);
      if (!file) return notFound(reply);
      return sendFile(reply, file, { status: 200, length: file.size, stream: file.stream });
    },
  });
}
