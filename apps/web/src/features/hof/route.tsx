import { OBJECTIVES } from '@dov/game/hof'

/** Hall of Fame screen (/hof): public leaderboards, no account needed. */
export function Component() {
  return (
    <>
      <section aria-labelledby="hof-officers">
        <h2 id="hof-officers">TOP 5 Officers (ranked by number of victories on objectives)</h2>
      </section>
      <section aria-labelledby="hof-forces">
        <h2 id="hof-forces">
          TOP 20 Armed forces (ranked by the strength of the military divisions)
        </h2>
      </section>
      {OBJECTIVES.map((zone) => (
        <section key={zone} aria-label={zone}>
          <h2>{zone}</h2>
        </section>
      ))}
    </>
  )
}
