// The two naive clients the bench measures the app against, on the same service and the same
// probes: ?mode=reread re-reads the whole job list on every event frame; ?mode=poll re-reads it
// every 3 s and ignores the stream. Both render every job (no virtual list), as such clients do.
(function () {
  const mode = new URLSearchParams(location.search).get('mode') || 'reread';
  const list = document.getElementById('jobs');
  const status = document.querySelector('[role="status"]');
  let key = '';
  let issued = 0;
  let applied = 0;

  function render(jobs) {
    const items = jobs.map((job) => {
      const li = document.createElement('li');
      li.setAttribute('data-job-card', job.id);
      const a = document.createElement('a');
      a.href = '#' + job.id;
      a.textContent = job.title;
      li.append(a, ' · ', job.state);
      return li;
    });
    list.replaceChildren(...items);
  }

  async function readJobs() {
    const ticket = ++issued;
    const response = await fetch('/v1/jobs', { headers: { Authorization: 'Bearer ' + key } });
    const body = await response.json();
    if (ticket < applied) return; // an older answer overtaken by a newer one
    applied = ticket;
    render(Array.isArray(body) ? body : body.data || body.jobs || []);
  }

  async function listen() {
    const response = await fetch('/v1/events', {
      headers: { Authorization: 'Bearer ' + key, Accept: 'text/event-stream' },
    });
    status.textContent = 'Live';
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (/^data:/m.test(frame)) void readJobs();
      }
    }
    status.textContent = 'Reconnecting';
  }

  fetch('/agent-console.json')
    .then((r) => r.json())
    .then((config) => {
      key = config.apiKey;
      void readJobs();
      if (mode === 'poll') {
        status.textContent = 'Live';
        setInterval(readJobs, 3000);
      } else void listen();
    });
})();
