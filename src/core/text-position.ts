/** Maps string offsets to 1-based line and column (columns count UTF-16 units, as editors and GitHub do). */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }
  get count(): number {
    return this.starts.length;
  }
  /** 1-based line of an offset. */
  line(offset: number): number {
    return this.locate(offset).line;
  }
  locate(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo] + 1 };
  }
}
