/** "1 aula", "12 aulas". */
export function lessonCountLabel(count: number): string {
  return count === 1 ? "1 aula" : `${count} aulas`;
}
