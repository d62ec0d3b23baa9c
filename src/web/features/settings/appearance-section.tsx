import { Palette } from 'lucide-react';
import { useId, useState } from 'react';
import { chooseTheme, THEME_CHOICES, themeChoice, type ThemeChoice } from '@/web/lib/theme';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import { SettingsCard } from '@/web/ui/settings-card';

/** Settings → Aparência (#aparencia): light, dark, or as the device is (decision 0053). */
export function AppearanceSection() {
  const id = useId();
  const [choice, setChoice] = useState<ThemeChoice>(themeChoice);
  return (
    <SettingsCard
      id="aparencia"
      title="Aparência"
      icon={Palette}
      description="Tema claro, escuro ou igual ao do seu aparelho. Fica guardado neste aparelho."
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-theme`}>Tema</Label>
        <NativeSelect
          id={`${id}-theme`}
          className="sm:w-56"
          value={choice}
          onChange={(event) => {
            const next = event.target.value as ThemeChoice;
            setChoice(next);
            chooseTheme(next);
          }}
        >
          {THEME_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </SettingsCard>
  );
}
