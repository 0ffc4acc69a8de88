// The link-preview building blocks without the network: the address policy's ranges, the tag
// scanner, entity decoding and the bounds on what a preview may return.
import { describe, expect, it } from 'vitest';
import { defaultAddressPolicy, isPublicAddress, parseIPv6 } from '../../../server/services/link-preview/address-policy';
import { decodeEntities } from '../../../server/services/link-preview/entities';
import { absoluteHttpUrl, cleanText, scanPage, summarizePage } from '../../../server/services/link-preview/html-meta';

describe('address policy', () => {
  it.each([
    '0.0.0.0', '0.1.2.3', '10.0.0.1', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.255.0.9', '169.254.169.254',
    '172.16.0.1', '172.31.255.255', '192.0.0.8', '192.0.2.1', '192.168.1.1', '198.18.0.1', '198.51.100.2', '203.0.113.10',
    '224.0.0.251', '239.255.255.250', '240.0.0.1', '255.255.255.255',
    '::', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '0:0:0:0:0:ffff:169.254.169.254', '::127.0.0.1',
    'fc00::1', 'fd12:3456::1', 'fe80::1', 'febf::1', 'fec0::1', 'ff02::1', '2001:db8::1', '2001::1', '64:ff9b::7f00:1',
    '64:ff9b:1::1', '2002:0a00:0001::1', '100::1', 'fe80::1%eth0', '[::1]', 'localhost', '', '1.2.3', '01.2.3.4x', '1.2.3.256',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '100.128.0.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:0808:0808::1'])(
    'allows the public %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('parses IPv6 with compression and an IPv4 tail', () => {
    expect(parseIPv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 2, 3, 4]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
    expect(parseIPv6('1::8')).toEqual([0, 1, ...Array(12).fill(0), 0, 8]);
    expect(parseIPv6('1:::8')).toBeNull();
  });

  it('allows only ports 80 and 443 by default', () => {
    const at = (port: number) => defaultAddressPolicy({ address: '93.184.216.34', family: 4, port, host: 'example.com' });
    expect([at(80), at(443), at(8080), at(22)]).toEqual([true, true, false, false]);
  });
});

describe('entities', () => {
  it('decodes named, decimal and hex references with the HTML rules', () => {
    expect(decodeEntities('a &amp; b &lt;i&gt; &quot;q&quot; &#39;s&#x27; &nbsp;&eacute;&Uuml;&hellip;&mdash;&euro;')).toBe('a & b <i> "q" \'s\' \u00a0éÜ…—€');
    expect(decodeEntities('&#0; &#xD800; &#x110000; &#128; &#x1F600;')).toBe('\uFFFD \uFFFD \uFFFD € 😀');
    expect(decodeEntities('&unknown; &amp &ampx')).toBe('&unknown; & &ampx');
  });
});

describe('scanner', () => {
  it('reads meta tags in any case and quoting; the first of each key wins', () => {
    const page = scanPage(`<HEAD><Meta Property="OG:Title" Content="One"><meta property='og:title' content='Two'>
      <meta name=twitter:title content=Unquoted/><meta content="before" name="description"><meta property="og:image" content="a.png" /></HEAD>`);
    // As in browsers, an unquoted value runs up to space or '>', so the '/' of '/>' belongs to it.
    expect(Object.fromEntries(page.meta)).toEqual({ 'og:title': 'One', 'twitter:title': 'Unquoted/', description: 'before', 'og:image': 'a.png' });
  });

  it('ignores tags in comments, scripts, styles and textareas, and attribute text that looks like tags', () => {
    const page = scanPage(`<!-- <meta property="og:title" content="comment"> --><script>document.write('<meta property="og:title" content="script">')</script>
      <style>/* <title>css</title> */</style><textarea><meta name="description" content="textarea"></textarea>
      <div data-x='<meta property="og:title" content="attr">'></div><meta property="og:description" content="real"><title>Real title</title>`);
    expect(Object.fromEntries(page.meta)).toEqual({ 'og:description': 'real' });
    expect(page.title).toBe('Real title');
  });

  it('survives unterminated markup', () => {
    for (const html of ['<meta property="og:title" content="open', '<title>never closed', '<!-- open', '<', '<meta', '<a href=', '<script>x']) {
      expect(() => scanPage(html)).not.toThrow();
    }
    expect(scanPage('<title>never closed').title).toBe('never closed');
  });
});

describe('summary bounds', () => {
  it('keeps text plain and bounded: controls and bidi overrides dropped, whitespace collapsed, cut on code points', () => {
    expect(cleanText('  a\u0000b\u202e\tc\r\n d  ', 100)).toBe('ab c d');
    expect(cleanText('😀'.repeat(400), 300)).toBe('😀'.repeat(300));
    expect(cleanText(' \n ', 10)).toBeNull();
  });

  it('bounds title to 300 and description to 1000 characters; prefers og, then twitter, then the document', () => {
    const long = summarizePage(`<meta property="og:title" content="${'t'.repeat(400)}"><meta property="og:description" content="${'d'.repeat(1200)}">`, 'https://example.com/');
    expect([long.title?.length, long.description?.length]).toEqual([300, 1000]);
    expect(summarizePage('<title>Doc</title><meta name="twitter:title" content="Tw"><meta name="twitter:description" content="TwD">', 'https://example.com/')).toEqual({
      title: 'Tw',
      description: 'TwD',
      image_url: null,
    });
    expect(summarizePage('<title> Doc &amp; co </title>', 'https://example.com/').title).toBe('Doc & co');
  });

  it('image_url: absolute http(s) only, resolved against the page URL', () => {
    const base = 'https://example.com/a/b.html';
    expect(absoluteHttpUrl('../img/x.png', base)).toBe('https://example.com/img/x.png');
    expect(absoluteHttpUrl('//cdn.example.com/x.png', base)).toBe('https://cdn.example.com/x.png');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd', 'https://u:p@example.com/x.png', `https://example.com/${'x'.repeat(2100)}`, '']) {
      expect(absoluteHttpUrl(bad, base)).toBeNull();
    }
    expect(summarizePage('<meta property="og:image" content="javascript:alert(1)"><meta name="twitter:image" content="/t.png">', base).image_url).toBe('https://example.com/t.png');
  });
});
