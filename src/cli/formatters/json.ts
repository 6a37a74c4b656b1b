import type { Formatter } from '../report.js';

export const jsonFormatter: Formatter = {
  meta: { id: 'json', description: 'the JSON report' },
  async format(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
  },
};
