import { NUTRIENT_KEYS, UNKNOWN_REASONS, isNutrientKey } from './nutrients';
import type { NutrientKey, Nutrients, UnknownReason } from './nutrients';

type Obj = Record<string, unknown>;

/** Collects problems with a JSON path so authors can find the line to fix. */
export class RawReader {
  readonly problems: string[] = [];

  fail(path: string, message: string): void {
    this.problems.push(`${path}: ${message}`);
  }
  obj(value: unknown, path: string): Obj {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Obj;
    this.fail(path, 'expected an object');
    return {};
  }
  arr(value: unknown, path: string): unknown[] {
    if (Array.isArray(value)) return value;
    this.fail(path, 'expected an array');
    return [];
  }
  str(value: unknown, path: string): string {
    if (typeof value === 'string' && value.trim() !== '') return value;
    this.fail(path, 'expected a non-empty string');
    return '';
  }
  num(value: unknown, path: string): number {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    this.fail(path, 'expected a finite number');
    return Number.NaN;
  }
  optStr(value: unknown, path: string): string | null {
    return value === undefined || value === null ? null : this.str(value, path);
  }
  optNum(value: unknown, path: string): number | null {
    return value === undefined || value === null ? null : this.num(value, path);
  }
  strList(value: unknown, path: string): string[] {
    return this.arr(value ?? [], path).map((item, i) => this.str(item, `${path}[${i}]`));
  }
  nutrientList(value: unknown, path: string): NutrientKey[] {
    return this.strList(value, path).filter((key): key is NutrientKey => {
      if (isNutrientKey(key)) return true;
      this.fail(path, `unknown nutrient "${key}"`);
      return false;
    });
  }
  nutrients(value: unknown, path: string): Nutrients {
    const o = this.obj(value, path);
    const out = {} as Nutrients;
    for (const key of NUTRIENT_KEYS) {
      const v = o[key];
      if (v === null) out[key] = null;
      else if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[key] = v;
      else {
        this.fail(`${path}.${key}`, 'expected a number ≥ 0 or null');
        out[key] = null;
      }
    }
    for (const key of Object.keys(o)) if (!isNutrientKey(key)) this.fail(path, `unknown nutrient "${key}"`);
    return out;
  }
  unknownReasons(value: unknown, path: string): Partial<Record<NutrientKey, UnknownReason>> {
    const out: Partial<Record<NutrientKey, UnknownReason>> = {};
    for (const [key, reason] of Object.entries(this.obj(value ?? {}, path))) {
      if (!isNutrientKey(key)) this.fail(path, `unknown nutrient "${key}"`);
      else if (UNKNOWN_REASONS.includes(reason as UnknownReason)) out[key] = reason as UnknownReason;
      else this.fail(`${path}.${key}`, `expected one of ${UNKNOWN_REASONS.join(', ')}`);
    }
    return out;
  }
}
