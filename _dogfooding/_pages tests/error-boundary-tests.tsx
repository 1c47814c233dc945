import React, {useState} from 'react';
import Layout from '@theme/Layout';
import Interpolate from '@docusaurus/Interpolate';

/** Renders a button; once clicked, the next render throws, to be caught by the nearest error boundary. */
function CrashButton({label, where}: {label: string; where: string}): React.ReactNode {
  const [crashed, setCrashed] = useState(false);
  if (crashed) {
    // A cause chain, so the error screen's "Cause:" details are exercised too.
    throw new Error(`Fixture crash ${where} the Layout`, {cause: new Error(`Fixture root cause ${where}`)});
  }
  return (
    <button type="button" className="button button--danger margin--sm" onClick={() => setCrashed(true)}>
      {label}
    </button>
  );
}

export default function ErrorBoundaryTests(): React.ReactNode {
  return (
    <>
      <CrashButton label="Crash outside the Layout" where="outside" />
      <Layout title="Error boundary tests">
        <main className="container margin-vert--lg">
          <h1>Error boundaries</h1>
          <p>
            Each button makes its component throw. Inside the Layout, the theme boundary replaces the content and keeps
            the navbar; outside it, the site-wide boundary takes over the page. Both offer a button to try again.
          </p>
          <CrashButton label="Crash inside the Layout" where="inside" />
          <p>
            <Interpolate values={{firstValue: <b>bold element</b>, secondValue: <code>code element</code>}}>
              {'Interpolate with elements as values: {firstValue} and {secondValue}.'}
            </Interpolate>
          </p>
        </main>
      </Layout>
    </>
  );
}
