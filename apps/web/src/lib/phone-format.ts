import { useEffect, useState } from 'react';

/** A stored phone (E.164) as people read it. */
export type PhoneFormat = (phone: string) => string;

let loaded: PhoneFormat | undefined;
let loading: Promise<PhoneFormat> | undefined;

/**
 * The phone formatter (lib/phone.ts), fetched on first use: its numbering plans (~25 kB gzipped,
 * the `phone` chunk of vite.config.ts) stay out of every route's first load (decision 032), and one
 * display format serves every screen that shows a phone (issue 34 item 10). Should the chunk fail
 * to load, phones show as stored.
 */
export function loadPhoneFormat(): Promise<PhoneFormat> {
  loading ??= import('./phone.ts').then(
    (module) => {
      loaded = module.formatPhone;
      return loaded;
    },
    () => {
      loading = undefined;
      return (phone: string) => phone;
    },
  );
  return loading;
}

/**
 * The phone formatter once fetched (undefined until then, at once after its first load): a form
 * that shows stored phones waits for it alongside its data, so its values are formatted from the
 * start; a screen that only reads one can show the stored number meanwhile.
 */
export function usePhoneFormat(): PhoneFormat | undefined {
  const [format, setFormat] = useState<PhoneFormat | undefined>(() => loaded);
  useEffect(() => {
    if (format) return;
    let live = true;
    void loadPhoneFormat().then((next) => {
      if (live) setFormat(() => next);
    });
    return () => {
      live = false;
    };
  }, [format]);
  return format;
}
