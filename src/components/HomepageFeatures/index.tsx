import React, {type ReactNode} from 'react';
import {illustrations} from './illustrations';
import styles from './styles.module.css';

export type Feature = {readonly id: string; readonly title: string; readonly text: string};

export default function HomepageFeatures({
  heading,
  features,
}: {
  readonly heading: string;
  readonly features: readonly Feature[];
}): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="home-features-heading">
      <div className="container">
        <h2 id="home-features-heading" className="text--center margin-bottom--lg">
          {heading}
        </h2>
        <ul className={styles.grid}>
          {features.map((feature) => {
            const Illustration = illustrations[feature.id];
            return (
              <li key={feature.id} className={styles.feature}>
                {Illustration && <Illustration />}
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
