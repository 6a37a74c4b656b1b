const ANY_EOL = /\r\n|\r|\n/g;

/** Maps string offsets to 1-based line and column (columns count UTF-16 units, as editors and GitHub do). */
export class LineIndex {
  private readonly starts: number[] = [0];
  /**
   * Lines end at LF only, or with `cr` also at CRLF and a lone CR (as Markdown reads them).
   */
  private readonly cr: boolean;
  constructor(
    private readonly text: string,
    options: { cr?: boolean } = {},
  ) {
    this.cr = options.cr === true;
    if (this.cr) {
      ANY_EOL.lastIndex = 0;
      for (let m = ANY_EOL.exec(text); m; m = ANY_EOL.exec(text)) this.starts.push(m.index + m[0].length);
    } else {
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
    }
  }
  get count(): number {
    return this.starts.length;
  }
  /** Offset where 1-based line `line` starts. */
  start(line: number): number {
    return this.starts[line - 1];
  }
  /** Offset where 1-based line `line`'s text ends (before its line ending). */
  end(line: number): number {
    if (line >= this.starts.length) return this.text.length;
    const next = this.starts[line];
    return this.cr && this.text[next - 1] === '\n' && this.text[next - 2] === '\r' ? next - 2 : next - 1;
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
