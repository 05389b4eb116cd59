//! One module per subcommand.

pub mod check;
pub mod diff;
pub mod drift;
pub mod fetch;
pub mod lint;
pub mod policy;
pub mod site;
pub mod test;

use crate::checker::Agent;
use crate::mode::Mode;
use crate::Failure;

/// Every `--agent`, resolved in `mode`; an agent without a token is a bad
/// argument.
fn agents(inputs: &[String], mode: Mode) -> Result<Vec<Agent>, Failure> {
    inputs
        .iter()
        .map(|a| Agent::resolve(a, mode).map_err(Failure::Usage))
        .collect()
}
