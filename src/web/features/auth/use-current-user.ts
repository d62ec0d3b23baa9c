import type { Me } from '@/contracts/me';
import { useMe } from './use-me';

/** The signed-in person, for screens behind a session guard (which renders nothing until `me` is known). */
export function useCurrentUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser usado fora de uma rota protegida');
  return data;
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** Up to two initials for the avatar fallback: 'Ana Maria Souza' → 'AS'. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
