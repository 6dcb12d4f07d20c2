import { expect, it } from "vitest";
import { lessonCountLabel } from "./lesson-count";

it("writes the lesson count in pt-BR, singular for one", () => {
  expect([0, 1, 2].map(lessonCountLabel)).toEqual(["0 aulas", "1 aula", "2 aulas"]);
});
