import { expect } from "vitest";
import type { FileStorage } from "../integrations/storage";
import { temporaryDiskStorage } from "./temporary-storage";
import { createTestApp, type TestApp } from "./test-app";
import { createTestClient, type TestClient } from "./trpc-client";
import { postUpload, sessionTokenFor } from "./upload-requests";

/** An app on its own disk storage with an admin signed in, as the course editor's tests need. */
export interface CourseAdminApp {
  testApp: TestApp;
  storage: FileStorage;
  adminToken: string;
  admin: TestClient;
}

export async function startCourseAdminApp(): Promise<CourseAdminApp> {
  const storage = temporaryDiskStorage().storage;
  const testApp = await createTestApp({ storage });
  const adminToken = await sessionTokenFor(testApp.database.db, "admin");
  return { testApp, storage, adminToken, admin: createTestClient(testApp.app, { sessionToken: adminToken }) };
}

/** Uploads a file as the admin, through the upload route, and expects it stored. */
export async function uploadAsAdmin(
  { testApp, adminToken }: Pick<CourseAdminApp, "testApp" | "adminToken">,
  kind: string,
  bytes: Uint8Array,
): Promise<{ url: string; key: string }> {
  const response = await postUpload(testApp.app, kind, bytes, { token: adminToken });
  expect(response.statusCode).toBe(201);
  return response.json();
}
