//! Rules kept per agent as robots-parser and Protego keep them: each copies
//! a rule into the group of every agent its run of user-agent lines names.
//! Here such a run of rules is kept once and shared by those groups, which
//! keeps a group of many agents and many rules as big as the file.

use std::collections::BTreeMap;

/// One agent's group.
#[derive(Clone, Debug)]
pub(super) struct AgentGroup {
    pub agent: String,
    /// The first user-agent line naming it.
    pub agent_line: u32,
    /// Its rules, as indices into [`Runs::runs`], in file order.
    pub runs: Vec<u32>,
}

/// The groups of a file, by agent, and the runs of rules they share.
#[derive(Clone, Debug)]
pub(super) struct Runs<R> {
    pub groups: Vec<AgentGroup>,
    pub runs: Vec<Vec<R>>,
    by_agent: BTreeMap<String, usize>,
}

impl<R> Default for Runs<R> {
    fn default() -> Self {
        Runs {
            groups: Vec::new(),
            runs: Vec::new(),
            by_agent: BTreeMap::new(),
        }
    }
}

impl<R> Runs<R> {
    /// The index of `agent`'s group, made (first named on `line`) when it
    /// has none yet.
    pub fn group(&mut self, agent: &str, line: u32) -> usize {
        if let Some(&i) = self.by_agent.get(agent) {
            return i;
        }
        self.groups.push(AgentGroup {
            agent: agent.to_string(),
            agent_line: line,
            runs: Vec::new(),
        });
        self.by_agent
            .insert(agent.to_string(), self.groups.len() - 1);
        self.groups.len() - 1
    }

    /// A new, empty run of rules, shared by the groups `members`: its index.
    pub fn new_run(&mut self, members: impl IntoIterator<Item = usize>) -> usize {
        let r = self.runs.len();
        self.runs.push(Vec::new());
        for i in members {
            let runs = &mut self.groups[i].runs;
            if runs.last() != Some(&(r as u32)) {
                runs.push(r as u32);
            }
        }
        r
    }

    /// The rules of `group`, in file order.
    pub fn rules<'a>(&'a self, group: &'a AgentGroup) -> impl Iterator<Item = &'a R> {
        group.runs.iter().flat_map(|&r| &self.runs[r as usize])
    }
}
