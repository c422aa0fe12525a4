import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useColorScheme } from './color-scheme';
import { IconButton } from './icon-button';

// Switches light/dark and remembers the choice on this device.
export function ThemeToggle({ className }: { className?: string }) {
  const { scheme, toggle } = useColorScheme();
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton type="button" className={className} onClick={toggle} aria-label={`Switch to ${next} theme`}>
      {scheme === 'dark' ? <Sun size={18} aria-hidden="true" /> : <Moon size={18} aria-hidden="true" />}
    </IconButton>
  );
}
