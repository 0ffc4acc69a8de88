// The custom-elements.json the build writes (scripts/build/elements-manifest.ts) against the elements
// themselves: each element module is imported with defineElement recording what it is given, so a
// prop (or a tag) the generator misses fails here, whatever the source looks like.
import { describe, expect, it, vi } from 'vitest';
import { resolve } from 'node:path';
import type { PropsMap } from '@/lib/define';
import { dashed, elementsManifest, moduleClosure, propsMap, type ManifestElement } from '../../../scripts/build/elements-manifest';

const defined = vi.hoisted(() => new Map<string, Record<string, string>>());
vi.mock('@/lib/define', () => ({
  defineElement: (tag: string, _component: unknown, props: PropsMap<object>) => {
    defined.set(tag, props as Record<string, string>);
    return class extends HTMLElement {};
  },
}));

const root = resolve(process.cwd());
const manifest = elementsManifest(root);
const declarations = new Map(manifest.modules.map((m) => [m.declarations[0].tagName, m.declarations[0]] as [string, ManifestElement]));

describe('custom-elements.json', () => {
  it('declares every tag of the registry, each with every prop its defineElement is given', async () => {
    const { elementLoaders } = await import('@/elements/registry');
    for (const load of Object.values(elementLoaders)) await load();
    expect([...declarations.keys()].sort()).toEqual(Object.keys(elementLoaders).sort());
    expect([...defined.keys()].sort()).toEqual(Object.keys(elementLoaders).sort());
    for (const [tag, props] of defined) {
      const d = declarations.get(tag)!;
      for (const [prop, type] of Object.entries(props)) {
        const member = d.members.find((m) => m.name === prop);
        expect(member, `${tag}.${prop}`).toBeDefined();
        if (type === 'json') continue;
        expect(d.attributes.find((a) => a.name === dashed(prop))?.fieldName, `${tag} [${dashed(prop)}]`).toBe(prop);
        if (type !== 'string') expect(member!.type.text).toBe(type);
      }
      expect(d.members).toHaveLength(Object.keys(props).length);
    }
  }, 60_000);

  it('has the schema 2.1.0 shape: custom-element declarations and definitions', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    for (const m of manifest.modules) {
      expect(m.declarations[0]).toMatchObject({ kind: 'class', customElement: true });
      expect(m.exports).toEqual([{ kind: 'custom-element-definition', name: m.declarations[0].tagName, declaration: { name: m.declarations[0].name, module: m.path } }]);
    }
  });

  it("describes event-list's attributes from its Props doc comments, the tab's values as a union", () => {
    expect(declarations.get('event-list')!.attributes).toEqual([
      { name: 'chapter-id', fieldName: 'chapterId', type: { text: 'number' }, description: 'Events of one chapter (a chapter-type group).' },
      { name: 'group-id', fieldName: 'groupId', type: { text: 'number' }, description: 'Events of one group (any type).' },
      { name: 'challenge-id', fieldName: 'challengeId', type: { text: 'number' }, description: 'The challenge variant: UPCOMING and PAST.' },
      { name: 'tab', fieldName: 'tab', type: { text: "'local' | 'virtual' | 'my' | 'past'" }, description: 'Initial tab: local | virtual | my | past.' },
    ]);
  });

  it('events: what the loaded modules emit, typed from src/lib/events.ts', () => {
    const names = (tag: string) => declarations.get(tag)!.events.map((e) => e.name);
    expect(names('event-list')).toEqual(expect.arrayContaining(['rwb-event-select', 'rwb-navigate', 'rwb-error']));
    expect(names('registration-wizard')).toEqual(expect.arrayContaining(['rwb-registration-step', 'rwb-registration-complete', 'rwb-session-login']));
    expect(names('member-login')).not.toContain('rwb-event-select');
    expect(declarations.get('event-list')!.events.find((e) => e.name === 'rwb-event-select')!.type.text).toBe('CustomEvent<{ id: number; }>');
  });

  it('CSS parts and custom properties: the ones in the loaded styles plus the global tokens', () => {
    const list = declarations.get('event-list')!;
    expect(list.cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['root', 'tabs', 'toolbar', 'location', 'list', 'card']));
    const props = new Map(list.cssProperties.map((p) => [p.name, p.default]));
    expect(props.get('--rwb-color-primary')).toBe('#13294b');
    expect(props.get('--rwb-event-card-min')).toBe('15rem');
    expect(props.get('--rwb-focus-ring')).toBe('var(--rwb-focus-width) solid var(--rwb-color-focus)');
    // Only what the element loads: the login's own properties are not the list's.
    expect(props.has('--rwb-login-max-width')).toBe(false);
  });

  it("follows only the slots an element uses: the profile's feed, not the group's member picker", () => {
    const files = moduleClosure(root, 'src/elements/profile-view.ts');
    expect(files.some((f) => f.startsWith('src/features/member-feed/'))).toBe(true);
    expect(files).not.toContain('src/features/group-page/members/group-member-picker.tsx');
    expect(moduleClosure(root, 'src/elements/event-detail.ts')).toContain('src/features/group-page/members/group-member-picker.tsx');
  });

  it('reads the props map of a defineElement call', () => {
    expect(propsMap("defineElement<P>(tag, X, { chapterId: 'number', open: 'boolean', data: 'json' }, { onConnect })")).toEqual({ chapterId: 'number', open: 'boolean', data: 'json' });
    expect(() => propsMap('customElements.define(tag, X)')).toThrow();
  });
});
