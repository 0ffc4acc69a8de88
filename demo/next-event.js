// Demo page only: opened without an event (no ?id=), it shows the next upcoming event instead of
// "Page not found", so the element can be tried at once. The event list links here with ?id=.
const params = new URLSearchParams(location.search);
if (!params.get('id')) {
  const after = encodeURIComponent(new Date().toISOString());
  const res = await fetch(`/api/v1/mobile_event/?limit=1&offset=0&sort=date&sort_order=asc&after=${after}`);
  const next = res.ok ? (await res.json()).data?.[0] : undefined;
  if (next) location.replace(`?id=${next.id}`);
}
