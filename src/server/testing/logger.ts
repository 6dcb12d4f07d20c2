import type { Logger } from "../logger";

export interface RecordingLogger extends Logger {
  errors: { payload: object; message: string | undefined }[];
}

/** A Logger that keeps error entries, to check that failures are logged rather than swallowed. */
export function recordingLogger(): RecordingLogger {
  const errors: RecordingLogger["errors"] = [];
  return {
    errors,
    info() {},
    warn() {},
    error(payload, message) {
      errors.push({ payload, message });
    },
  };
}
