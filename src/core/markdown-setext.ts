import { setextUnderline } from 'micromark-core-commonmark';
import type { Construct, Extension, Resolver } from 'micromark-util-types';

const resolveWhole: Resolver = setextUnderline.resolveTo!;

/**
 * micromark's setext resolver hands its flow's whole event list to an EditMap, which copies all
 * of it: each `===` or `---` under a paragraph cost as much as everything before it in its
 * container, and 25,000 such headings (500 KB) took 8 minutes. Its edits all lie at or after
 * the paragraph's `content` event (the last one), so the same resolver runs on that tail alone
 * and the tail is put back: the same events, in time linear in the paragraph.
 */
const resolveTail: Resolver = (events, context) => {
  let content = events.length - 1;
  while (content > 0 && !(events[content][0] === 'enter' && events[content][1].type === 'content')) content--;
  const tail = resolveWhole(events.slice(content), context);
  events.length = content;
  for (const event of tail) events.push(event);
  return events;
};

const setextUnderlineTail: Construct = { name: 'setextUnderlineTail', tokenize: setextUnderline.tokenize, resolveTo: resolveTail };

/**
 * micromark's setext underline with the linear resolver, in its place (`-`, `=`). Put it first
 * among the extensions: later ones are tried before earlier ones, and the stock construct came
 * before every extension's.
 */
export const linearSetextHeadings: Extension = {
  flow: { 45: setextUnderlineTail, 61: setextUnderlineTail },
  disable: { null: ['setextUnderline'] },
};
