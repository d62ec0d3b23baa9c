// EAN-13 bars from its 13 digits (GS1 General Specifications §5.2.1.2, ISO/IEC 15420): a start guard, six
// left digits in code sets A/B chosen by the first digit, a centre guard, six right digits in set C, an end
// guard — 95 modules, each 1 (bar) or 0 (space).
const SET_A = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const SET_C = SET_A.map((bits) => [...bits].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const SET_B = SET_C.map((bits) => [...bits].reverse().join(''));
const PARITY = ['AAAAAA', 'AABABB', 'AABBAB', 'AABBBA', 'ABAABB', 'ABBAAB', 'ABBBAA', 'ABABAB', 'ABABBA', 'ABBABA'];

/** The 95 modules of an EAN-13 as a string of 0 and 1. */
export function ean13Modules(code) {
  if (!/^\d{13}$/.test(code)) throw new Error(`EAN-13 precisa de 13 dígitos: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]];
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'A' ? SET_A[d] : SET_B[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => SET_C[d])
    .join('');
  return `101${left}01010${right}101`;
}
