import type { Worker } from 'tesseract.js';
import { afterAll, beforeAll } from 'vitest';
import { labelWorker } from './label-eval';

/**
 * One Tesseract worker for a label evaluation file, started before its tests and ended after them (the clean set
 * and the degraded photos). Returns a getter: the worker exists only once `beforeAll` has run.
 */
export function useLabelWorker(): () => Worker {
  let worker: Worker | undefined;
  beforeAll(async () => {
    worker = await labelWorker();
  }, 60_000);
  afterAll(async () => {
    await worker?.terminate();
  });
  return () => {
    if (!worker) throw new Error('o leitor de rótulos ainda não foi iniciado');
    return worker;
  };
}
