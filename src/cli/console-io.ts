import { createInterface } from "node:readline/promises";
import type { CliIo } from "./command";

/** Reads keystrokes in raw mode so the secret never appears on screen; Ctrl+C aborts. */
function readHiddenLine(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (result: () => void) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      result();
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\u0003") return finish(() => reject(new Error("Cancelado.")));
        if (char === "\r" || char === "\n") return finish(() => resolve(typed));
        typed = char === "\u007f" || char === "\b" ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on("data", onData);
  });
}

/** Piped input (a script, CI): the first line is the answer. */
async function readPipedLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line;
    return "";
  } finally {
    lines.close();
  }
}

export const consoleIo: CliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  askSecret: (question) => (process.stdin.isTTY ? readHiddenLine(question) : readPipedLine()),
};
