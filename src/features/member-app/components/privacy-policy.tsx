import { HostLink } from '@/ui/host-link';
import { RouteLink } from '@/ui/route-link';

/**
 * The privacy policy's static page (accounts §2 'Privacy policy: static page'): what this app keeps
 * and who sees it, in plain words, with the organisation's full policy linked.
 */
export function PrivacyPolicy({ productName, privacyUrl }: { productName: string; privacyUrl: string }) {
  return (
    <article className="page">
      <h1>Privacy Policy</h1>
      <p>
        This page explains what the {productName} member app keeps about you and how you control it. The organisation’s full policy
        applies to everything here: <HostLink href={privacyUrl}>read the full Privacy Policy</HostLink>.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>Your account: name, e-mail address and a scrambled form of your password (never the password itself).</li>
        <li>Your profile: what you enter about yourself, your chapter, your military service if you give it, and your photo.</li>
        <li>What you do in the app: posts, comments, likes, events you host or attend, challenges, workouts, chats and survey answers.</li>
      </ul>
      <h2>Who sees it</h2>
      <ul>
        <li>Other members see your public profile and what you post. An anonymous profile hides your name and photo and turns off messaging.</li>
        <li>Members you block cannot see your profile or posts, and you will not see their messages.</li>
        <li>Chapter leaders see the membership details they need to run their groups.</li>
      </ul>
      <h2>Your choices</h2>
      <ul>
        <li>Change your privacy settings, download your data or delete your account at any time under Profile, App Settings.</li>
        <li>Logging out removes your session and anything this device saved for offline reading.</li>
      </ul>
      <p>
        <RouteLink path="/feed">Back to {productName}</RouteLink>
      </p>
    </article>
  );
}
