import { createContext, useContext, useEffect, useState } from 'react';
import {
  companyLine,
  DEFAULT_DPO_EMAIL,
  DEFAULT_SUPPORT_EMAIL,
  parseContactInfo,
  type ContactInfo,
} from '@/contracts/contact-info';
import { CONTACT_DATA_ID } from '@/contracts/site';

/** What a screen of the app shows before GET /api/help/contact-info answers. */
export const DEFAULT_CONTACT_INFO: ContactInfo = {
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  dpoEmail: DEFAULT_DPO_EMAIL,
  company: { legalName: null, cnpj: null, address: null },
};

export interface ContactView {
  supportEmail: string;
  dpoEmail: string;
  companyLine: string;
}

const view = (info: ContactInfo): ContactView => ({
  supportEmail: info.supportEmail,
  dpoEmail: info.dpoEmail,
  companyLine: companyLine(info.company),
});

/**
 * Build-time rendering of the public pages puts the server's tokens here
 * (entry-prerender.tsx); the server fills them per request, and the page's
 * script reads the same values from the embedded JSON, so hydration matches.
 */
export const StaticContactContext = createContext<ContactView | null>(null);

export async function fetchContactInfo(): Promise<ContactInfo> {
  const res = await fetch('/api/help/contact-info', { headers: { accept: 'application/json' } });
  if (!res.ok) return DEFAULT_CONTACT_INFO;
  return parseContactInfo(await res.json()) ?? DEFAULT_CONTACT_INFO;
}

/** The contact details a served public page carries (null in the app's screens). */
function embeddedContactInfo(): ContactInfo | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(CONTACT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return parseContactInfo(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * SUPPORT_EMAIL (the address the contact form really writes to) and the
 * company: from the page when it carries them, else asked of the server.
 * Plain fetch (no TanStack Query): the public landing's script does not carry the app's data layer.
 */
export function useContactInfo(): ContactView {
  const fromBuild = useContext(StaticContactContext);
  const [info, setInfo] = useState<ContactInfo | null>(() => embeddedContactInfo());
  const embedded = info !== null;
  useEffect(() => {
    if (fromBuild || embedded) return;
    let live = true;
    fetchContactInfo()
      .then((answer) => live && setInfo(answer))
      .catch(() => undefined); // Offline: the defaults still give a way to reach support.
    return () => {
      live = false;
    };
  }, [fromBuild, embedded]);
  return fromBuild ?? view(info ?? DEFAULT_CONTACT_INFO);
}
