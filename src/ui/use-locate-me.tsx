import { useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { locationTexts } from '@/lib/location-texts';
import type { LocateFailure } from '@/lib/locate';
import type { Place } from '@/lib/places';
import { $config } from '@/store/config';
import { Button, type ButtonProps } from './button';

/** The text shown for each failure of 'Use Current Location'. */
export type LocateTexts = Record<LocateFailure, string>;

/** The spec's texts (events spec §8 'Location'), with the product's name. */
export function locateTexts(productName: string): LocateTexts {
  return { denied: locationTexts.locationDenied(productName), failed: locationTexts.locationError, notFound: locationTexts.noCoordinates };
}

export interface LocateMe {
  /** Asks the browser for its position and finds the place there; `onFound` gets it. */
  locate(): Promise<void>;
  /** A position is being asked for or looked up (the button's busy state). */
  locating: boolean;
  /** The last failure's text (role="alert" under the field), null after a success or clear(). */
  error: string | null;
  clear(): void;
}

/**
 * The state of a 'Use Current Location' button (lib/locate `locateMe`): busy while locating, the
 * failure's text after one. Used by the event list's location search and the event form's place field.
 *
 *   const here = useLocateMe(loggedIn, (place) => choose(place));
 *   <Button busy={here.locating} onClick={() => void here.locate()}>Use Current Location</Button>
 *   {here.error && <p className="rwb-field__error" role="alert">{here.error}</p>}
 */
export function useLocateMe(loggedIn: boolean, onFound: (place: Place) => void, texts?: LocateTexts): LocateMe {
  const { productName } = useStore($config);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ onFound, texts: texts ?? locateTexts(productName) });
  latest.current = { onFound, texts: texts ?? locateTexts(productName) };

  async function locate() {
    setLocating(true);
    setError(null);
    try {
      // The flow's code is loaded when the button is first pressed (it then waits for the browser anyway).
      const { LocateError, locateMe } = await import('@/lib/locate');
      try {
        latest.current.onFound(await locateMe({ loggedIn }));
      } catch (e) {
        setError(latest.current.texts[e instanceof LocateError ? e.reason : 'failed']);
      }
    } catch {
      setError(latest.current.texts.failed); // the flow's code could not be loaded (offline)
    } finally {
      setLocating(false);
    }
  }

  return { locate, locating, error, clear: () => setError(null) };
}

export interface LocateControl {
  /** The 'Use Current Location' button (a Combobox's `action`). */
  action: ReactNode;
  /** The failure's alert, or nothing (a Combobox's `children`). */
  alert: ReactNode;
  clear(): void;
}

/**
 * useLocateMe with its markup: the button beside a place search and the failure under it.
 *
 *   const here = useLocateControl(loggedIn, choose, { label: 'Use Current Location' });
 *   <Combobox … action={here.action}>{here.alert}</Combobox>
 */
export function useLocateControl(
  loggedIn: boolean,
  onFound: (place: Place) => void,
  options: { label: string; variant?: ButtonProps['variant']; className?: string; texts?: LocateTexts },
): LocateControl {
  const here = useLocateMe(loggedIn, onFound, options.texts);
  return {
    action: (
      <Button variant={options.variant ?? 'link'} className={options.className} busy={here.locating} onClick={() => void here.locate()}>
        {options.label}
      </Button>
    ),
    alert: here.error && (
      <p className="rwb-field__error" role="alert">
        {here.error}
      </p>
    ),
    clear: here.clear,
  };
}
