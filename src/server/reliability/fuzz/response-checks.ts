import { errorCodes } from '../../../contracts/errors';

/**
 * Fragments of the messages zod, Hono, Node and PostgreSQL write in English.
 * A pt-BR message never contains them; finding one means a library's text
 * reached the person.
 */
const ENGLISH_FRAGMENTS = [
  /\binvalid\b/i,
  /\bexpected\b/i,
  /\btoo (big|small|long|short|large)\b/i,
  /\brequired\b/i,
  /\breceived\b/i,
  /\bmust\b/i,
  /\bshould\b/i,
  /\bunrecognized\b/i,
  /\bunexpected\b/i,
  /\bcannot\b/i,
  /\bnot (found|allowed|a valid)\b/i,
  /\bbad request\b/i,
  /\bpayload\b/i,
  /\binternal server error\b/i,
  /\berror:/i,
  /\bundefined\b/,
  /\bNaN\b/,
  /\[object /,
];

export interface ResponseFacts {
  status: number;
  contentType: string;
  text: string;
}

/** What is wrong with an answer: a 5xx, an error without the uniform pt-BR envelope, English words. */
export function problemsOf(response: ResponseFacts): Array<{ kind: string; detail: string }> {
  const problems: Array<{ kind: string; detail: string }> = [];
  if (response.status >= 500) problems.push({ kind: 'status_5xx', detail: `HTTP ${response.status}` });
  if (response.status < 400) return problems;
  let body: any;
  try {
    body = JSON.parse(response.text);
  } catch {
    problems.push({ kind: 'error_not_json', detail: `${response.contentType}: ${response.text.slice(0, 120)}` });
    return problems;
  }
  const error = body?.error;
  if (typeof error?.code !== 'string' || typeof error?.message !== 'string' || error.message.trim() === '') {
    problems.push({ kind: 'error_envelope', detail: response.text.slice(0, 200) });
    return problems;
  }
  if (!(errorCodes as readonly string[]).includes(error.code)) {
    problems.push({ kind: 'error_code_unknown', detail: error.code });
  }
  const texts: string[] = [error.message, ...Object.values<unknown>(error.fields ?? {}).map(String)];
  for (const text of texts) {
    const fragment = ENGLISH_FRAGMENTS.find((pattern) => pattern.test(text));
    if (fragment) problems.push({ kind: 'message_not_pt_br', detail: text.slice(0, 160) });
  }
  return problems;
}
