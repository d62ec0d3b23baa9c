import { useEffect, useState } from 'react';
import { contactInfoSchema, type ContactInfo } from '@/contracts/help';
import { DATA_CONTROLLER } from '@/contracts/legal';

/**
 * What the page shows before GET /api/help/contact-info answers — the same as
 * the pre-rendered public pages, so hydration matches; then the server's
 * SUPPORT_EMAIL (the address the contact form really writes to) and company.
 */
export const DEFAULT_CONTACT_INFO: ContactInfo = {
  supportEmail: DATA_CONTROLLER.supportEmail,
  company: { legalName: null, cnpj: null, address: null },
};

export async function fetchContactInfo(): Promise<ContactInfo> {
  const res = await fetch('/api/help/contact-info', { headers: { accept: 'application/json' } });
  if (!res.ok) return DEFAULT_CONTACT_INFO;
  const parsed = contactInfoSchema.safeParse(await res.json());
  return parsed.success ? parsed.data : DEFAULT_CONTACT_INFO;
}

/** Plain fetch (no TanStack Query): the public landing's script does not carry the app's data layer. */
export function useContactInfo(): ContactInfo {
  const [info, setInfo] = useState(DEFAULT_CONTACT_INFO);
  useEffect(() => {
    let live = true;
    fetchContactInfo()
      .then((answer) => live && setInfo(answer))
      .catch(() => undefined); // Offline: the defaults still give a way to reach support.
    return () => {
      live = false;
    };
  }, []);
  return info;
}
