/**
 * The sites the Performance screens show (issue 32 point 4): the account's sites flagged 'show in
 * performance' of a network that is not deleted, each with its live state (site_states, written by
 * the telemetry; a site without a state row yet counts as 'unknown' since its creation).
 */
export const PERFORMANCE_SITES = `(
  select s.id, s.account_id, s.network_id, s.site_id, s.zone_id, s.name, s.subnetwork, s.latitude, s.longitude,
         coalesce(st.state, 'unknown') as state,
         coalesce(st.since, s.created_at) as since,
         coalesce(st.open_alarms, 0) as open_alarms,
         st.max_severity, st.utilization, st.affiliations, st.last_sample_at
    from sites s
    join networks n on n.id = s.network_id and not n.deleted
    left join site_states st on st.site_id = s.id
   where s.show_in_performance
)`;
