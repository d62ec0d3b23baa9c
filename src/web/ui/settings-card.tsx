import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';

interface SettingsCardProps {
  /** The anchor: /dashboard/settings#<id> scrolls here and focuses it. */
  id: string;
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

/** One section of the settings screen, reachable by its anchor like 'Gerenciar assinatura' (#assinatura). */
export function SettingsCard({ id, title, icon: Icon, description, aside, children }: SettingsCardProps) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id={`${id}-title`} className="flex items-center gap-2">
            <Icon className="size-5 text-brand-700" aria-hidden="true" />
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {aside}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">{children}</CardContent>
    </Card>
  );
}
