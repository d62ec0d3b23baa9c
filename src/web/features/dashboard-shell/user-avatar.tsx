import { useState } from 'react';
import { cn } from '@/web/lib/cn';
import { initials } from '../auth/use-current-user';

/**
 * Photo when the account has one (Google), initials otherwise or when the
 * photo cannot load. Decorative: the name is always printed nearby.
 */
export function UserAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 text-sm font-semibold text-white',
        className,
      )}
    >
      {avatarUrl && !broken ? (
        <img
          src={avatarUrl}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
        />
      ) : (
        initials(name)
      )}
    </span>
  );
}
