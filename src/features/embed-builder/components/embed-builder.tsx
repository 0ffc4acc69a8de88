import { useId } from 'react';
import { useShadowStyles } from '@/lib/styles';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import social from '@/ui/social.css?inline';
import css from '../styles.css?inline';
import { THEME_PROPERTY } from '../model';
import { messages } from '../messages';
import { useBuilder } from '../hooks/use-builder';
import { PREVIEW_SLOT, usePreview } from '../hooks/use-preview';
import { AttributeField } from './attribute-field';
import { SnippetBox } from './snippet-box';

export interface EmbedBuilderProps {
  container?: ShadowRoot | HTMLElement;
  /** The loader's URL (…/elements/elements.js): the manifest beside it, and the snippet's script src. Set by the element. */
  loaderUrl?: string;
}

/** <embed-builder>: pick an element, set its attributes and theme colour, see it live, copy a snippet (the tag or the div form). */
export function EmbedBuilder({ container, loaderUrl }: EmbedBuilderProps) {
  useShadowStyles(container, tokens, ui, social, css);
  const host = container instanceof ShadowRoot ? container.host : (container ?? null);
  const b = useBuilder(loaderUrl);
  usePreview(host, b.preview);
  const ids = useId();
  const previewTitle = `${ids}-preview`;

  return (
    <div className="embed-builder" part="root">
      <p className="embed-builder__intro">{messages.intro}</p>
      {b.manifest.status === 'loading' && <p role="status">{messages.loading}</p>}
      {b.manifest.status === 'error' && (
        <Alert variant="error">
          {messages.loadFailed}{' '}
          <Button variant="link" onClick={b.manifest.reload}>
            {messages.retry}
          </Button>
        </Alert>
      )}
      {b.spec && (
        <div className="embed-builder__layout">
          <form className="embed-builder__form" part="form" onSubmit={(e) => e.preventDefault()}>
            <Field
              label={messages.element}
              hint={b.spec.description}
              control={(p) => (
                <select {...p} value={b.spec!.tag} onChange={(e) => b.pick(e.currentTarget.value)}>
                  {b.elements.map((el) => (
                    <option key={el.tag} value={el.tag}>
                      {el.tag}
                    </option>
                  ))}
                </select>
              )}
            />
            <fieldset className="embed-builder__attributes">
              <legend>{messages.attributes}</legend>
              {b.spec.attributes.length === 0 && <p>{messages.noAttributes}</p>}
              {b.spec.attributes.map((attr) => (
                <AttributeField key={`${b.spec!.tag}:${attr.name}`} attr={attr} value={b.values[attr.name]} onChange={(v) => b.setValue(attr.name, v)} />
              ))}
            </fieldset>
            {b.spec.themeDefault && (
              <Field label={messages.theme} hint={messages.themeHint(THEME_PROPERTY)} type="color" value={b.colour} onChange={(e) => b.setColour(e.currentTarget.value)} />
            )}
          </form>
          <div className="embed-builder__output">
            <SnippetBox label={messages.snippet} hint={messages.snippetHint} snippet={b.snippet} copyLabel={messages.copy} />
            <SnippetBox label={messages.divSnippet} hint={messages.divSnippetHint} snippet={b.divSnippet} copyLabel={messages.copyDiv} />
            <p className="rwb-field__hint">{messages.fallbackNote}</p>
            <section className="embed-builder__preview" part="preview" aria-labelledby={previewTitle}>
              <h2 id={previewTitle}>{messages.preview}</h2>
              <div className="embed-builder__stage">
                <slot name={PREVIEW_SLOT} />
              </div>
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
