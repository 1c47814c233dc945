import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import team from '@site/src/data/team.json';
import {avatarColor, initials} from './avatar';
import styles from './styles.module.css';

type Person = {
  readonly name: string;
  readonly github: string;
  readonly githubUrl: string;
  readonly xUrl: string | null;
  readonly bio?: string;
};

type GroupKey = 'active-team' | 'honorary-alumni' | 'student-fellows' | 'acknowledgements';

function peopleOf(key: GroupKey): readonly Person[] {
  const group = team.groups.find((g) => g.key === key);
  if (!group) throw new Error(`Unknown team group ${key}`);
  return group.people as Person[];
}

function Avatar({person}: {readonly person: Person}): ReactNode {
  return (
    <svg className={styles.avatar} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={avatarColor(person.github)} />
      <text
        x="32"
        y="32"
        dy=".35em"
        textAnchor="middle"
        fontSize="24"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif">
        {initials(person.name)}
      </text>
    </svg>
  );
}

function ProfileCard({person}: {readonly person: Person}): ReactNode {
  return (
    <li className={`card ${styles.card}`}>
      <div className="card__header">
        <div className={styles.identity}>
          <Avatar person={person} />
          <div>
            <h3 className={styles.name}>{person.name}</h3>
            <span className={styles.handle}>@{person.github}</span>
          </div>
        </div>
      </div>
      {person.bio && (
        <div className="card__body">
          <p className={styles.bio}>{person.bio}</p>
        </div>
      )}
      <div className={`card__footer ${styles.links}`}>
        <Link
          className="button button--secondary button--sm"
          href={person.githubUrl}
          aria-label={`${person.name} on GitHub`}>
          GitHub
        </Link>
        {person.xUrl && (
          <Link className="button button--secondary button--sm" href={person.xUrl} aria-label={`${person.name} on X`}>
            X
          </Link>
        )}
      </div>
    </li>
  );
}

function TeamRow({group}: {readonly group: GroupKey}): ReactNode {
  return (
    <ul className={styles.row} data-team-group={group}>
      {peopleOf(group).map((person) => (
        <ProfileCard key={person.github} person={person} />
      ))}
    </ul>
  );
}

export function ActiveTeamRow(): ReactNode {
  return <TeamRow group="active-team" />;
}

export function HonoraryAlumniTeamRow(): ReactNode {
  return <TeamRow group="honorary-alumni" />;
}

export function StudentFellowsTeamRow(): ReactNode {
  return <TeamRow group="student-fellows" />;
}

/** People thanked by name, as a plain list of GitHub links. */
export function AcknowledgementsList(): ReactNode {
  return (
    <ul className={styles.thanks}>
      {peopleOf('acknowledgements').map((person) => (
        <li key={person.github}>
          <Link href={person.githubUrl}>{person.name}</Link>
        </li>
      ))}
    </ul>
  );
}
