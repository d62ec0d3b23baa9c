import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The states checked in this run, one empty file each: emptied when a run starts (e2e/support/global-setup.ts). */
export const CHECKED_STATES_DIR = 'test-results/axe-checked';
const LOG = 'test-results/axe-checked.log';

/**
 * What axe's verdict depends on, read from the page: every element's tag, role, classes (colours, sizes and
 * visibility come from Tailwind classes), the names of its other attributes (an `alt`, an `aria-label`, a
 * `for`…) and whether it holds text of its own — but not the text, the numbers nor the ids, which change from one
 * person's data to another's and not the verdict. Inline styles keep their properties without their numbers (a
 * progress bar's width). Runs of siblings with the same shape count once, so a list of 3 meals and one of 5 are
 * one state. The theme and the viewport's width are part of it.
 */
function readShape(): string {
  const IGNORED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
  const shapeOf = (el: Element): string => {
    const own = [el.tagName, el.getAttribute('role') ?? '', el.getAttribute('class') ?? ''];
    for (const attr of Array.from(el.attributes).sort((a, b) => a.name.localeCompare(b.name))) {
      if (attr.name === 'class' || attr.name === 'role' || attr.name === 'id') continue;
      if (attr.name === 'style') own.push(`style=${attr.value.replace(/[\d.]+/g, '')}`);
      else if (
        /^(type|fill|stroke|data-state|aria-(hidden|expanded|selected|checked|current|invalid))$/.test(attr.name)
      )
        own.push(`${attr.name}=${attr.value}`);
      else own.push(`${attr.name}${attr.value.trim() === '' ? '=' : ''}`);
    }
    const text = Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
    if (text) own.push('#text');
    const children: string[] = [];
    for (const child of Array.from(el.children)) {
      if (IGNORED.has(child.tagName)) continue;
      const shape = shapeOf(child);
      if (children[children.length - 1] !== shape) children.push(shape);
    }
    return `${own.join(' ')}(${children.join(',')})`;
  };
  return `${document.documentElement.className}|${window.innerWidth}|${shapeOf(document.body)}`;
}

/**
 * True the first time a run meets this screen in this state (the caller then runs axe), false after: the check
 * would read the same elements with the same classes and give the same verdict. Across the run's workers, by
 * creating a file named for the state's hash (`wx` fails when another journey made it first).
 */
export async function firstCheckOf(page: Page): Promise<boolean> {
  const shape = await page.evaluate(readShape);
  const hash = createHash('sha256').update(shape).digest('hex').slice(0, 20);
  mkdirSync(CHECKED_STATES_DIR, { recursive: true });
  let first = true;
  try {
    closeSync(openSync(path.join(CHECKED_STATES_DIR, hash), 'wx'));
  } catch {
    first = false;
  }
  appendFileSync(LOG, `${first ? 'checked' : 'same-as-before'} ${hash} ${new URL(page.url()).pathname}\n`);
  return first;
}
