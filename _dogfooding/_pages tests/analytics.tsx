import React, {useState} from 'react';
import Layout from '@theme/Layout';

type Gtag = (command: 'event', eventName: string, params: Record<string, unknown>) => void;

/** Sends a custom analytics event when a gtag function was installed; no analytics script is loaded here. */
export default function AnalyticsTests(): React.ReactNode {
  const [status, setStatus] = useState('No event sent yet.');
  const sendEvent = () => {
    const gtag = (window as unknown as {gtag?: Gtag}).gtag;
    if (typeof gtag !== 'function') {
      setStatus('window.gtag is not defined: nothing was sent.');
      return;
    }
    gtag('event', 'dogfood_button_click', {event_category: 'tests', value: 1});
    setStatus('Event "dogfood_button_click" sent through window.gtag.');
  };
  return (
    <Layout title="Analytics tests" description="Sends a custom analytics event.">
      <main className="container margin-vert--lg">
        <h1>Analytics</h1>
        <p>
          The site has no analytics plugin. A test installs a fake <code>window.gtag</code> and checks the event below
          reaches it.
        </p>
        <button type="button" className="button button--primary" onClick={sendEvent}>
          Send a custom event
        </button>
        <p role="status">{status}</p>
      </main>
    </Layout>
  );
}
