//! The replies the checking worker posts to the page, and their codec.
//!
//! A reply (worker → page) is one `Uint32Array` ([`Reply::encode`]):
//! the body, then the head, then the length of the head (last, so that
//! the page takes the head off without moving the body):
//!
//! - progress: `head = [PROGRESS, generation, rows done, rows]` (compare
//!   mode counts the list twice), no body;
//! - the results: `head = [RESULTS, generation, rows, cols, has before]`,
//!   the body `rows × cols` cells ([`crate::model::results::pack`]: present bit,
//!   allowed bit, the readers that differ, the line), and as many again for
//!   the "before" file when `has before` is 1;
//! - an answer (to a request with an `id`): `head = [ANSWER, id,
//!   length]`, the body the answer's bytes ([`Answer::encode`]), four to a
//!   number, little-endian;
//! - refused: `head = [REFUSED, kind, id]`, no body: the answer to a
//!   request the worker cannot read (a page and a worker of different
//!   builds, a damaged message, or a request for files it was not sent),
//!   with the first two numbers of its head as far as they could be read (0 where
//!   not), so that the page stops waiting for it, says so, and checks on
//!   its own thread. Every request but FILES and LANGUAGE is answered: none is dropped
//!   unread.
//!
//! An answer's body is read here, once, with the reply: the page's worker
//! client gets a typed [`Answer`].

use super::answer::Answer;
use super::request::RequestKind;
use crate::model::results::Results;

/// What a reply is ([`Reply`]'s variants): its number on the wire, the
/// first number of a reply's head. None is a request's number (those are
/// under 256).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ReplyKind {
    /// How far a check is.
    Progress = 0x101,
    /// The whole list checked.
    Results = 0x102,
    /// The answer to a request with an id.
    Answer = 0x103,
    /// A request the worker cannot read.
    Refused = 0x104,
    /// How far an audit of access logs is (bytes read of the total).
    TrafficProgress = 0x105,
}

impl ReplyKind {
    /// Every kind, in the order of their numbers.
    #[cfg(test)]
    pub(super) const ALL: [ReplyKind; 5] = [
        ReplyKind::Progress,
        ReplyKind::Results,
        ReplyKind::Answer,
        ReplyKind::Refused,
        ReplyKind::TrafficProgress,
    ];
}

/// The reply kinds' numbers, as patterns.
pub(super) const PROGRESS: u32 = ReplyKind::Progress as u32;
pub(super) const RESULTS: u32 = ReplyKind::Results as u32;
pub(super) const ANSWER: u32 = ReplyKind::Answer as u32;
pub(super) const REFUSED: u32 = ReplyKind::Refused as u32;
pub(super) const TRAFFIC_PROGRESS: u32 = ReplyKind::TrafficProgress as u32;

/// A reply, as the page reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    Progress {
        generation: u32,
        done: usize,
        total: usize,
    },
    Results {
        generation: u32,
        results: Results,
        before: Option<Results>,
    },
    /// The answer to a request with an id (`None`: one the page cannot
    /// read, which it treats as no answer).
    Answer { id: u32, answer: Option<Answer> },
    /// The answer to a request the worker cannot read: its kind and its id
    /// (or generation), as far as they could be read.
    Refused { kind: Option<RequestKind>, id: u32 },
    /// How far the audit `id` is: bytes of the log files read, of `total`.
    TrafficProgress { id: u32, read: u64, total: u64 },
}

impl Reply {
    /// The reply as one buffer (see the module doc).
    pub fn encode(self) -> Vec<u32> {
        let (mut out, head) = match self {
            Reply::Progress {
                generation,
                done,
                total,
            } => (
                vec![],
                vec![
                    ReplyKind::Progress as u32,
                    generation,
                    done as u32,
                    total as u32,
                ],
            ),
            Reply::Results {
                generation,
                results,
                before,
            } => {
                let head = vec![
                    ReplyKind::Results as u32,
                    generation,
                    results.rows() as u32,
                    results.cols as u32,
                    u32::from(before.is_some()),
                ];
                let mut cells = results.cells;
                if let Some(b) = before {
                    cells.extend_from_slice(&b.cells);
                }
                (cells, head)
            }
            Reply::Answer { id, answer } => {
                let bytes = answer.as_ref().map(Answer::encode).unwrap_or_default();
                let numbers = bytes
                    .chunks(4)
                    .map(|c| {
                        let mut w = [0; 4];
                        w[..c.len()].copy_from_slice(c);
                        u32::from_le_bytes(w)
                    })
                    .collect();
                (
                    numbers,
                    vec![ReplyKind::Answer as u32, id, bytes.len() as u32],
                )
            }
            Reply::Refused { kind, id } => (
                vec![],
                vec![
                    ReplyKind::Refused as u32,
                    kind.map_or(0, RequestKind::number),
                    id,
                ],
            ),
            Reply::TrafficProgress { id, read, total } => (
                vec![],
                vec![
                    ReplyKind::TrafficProgress as u32,
                    id,
                    read as u32,
                    (read >> 32) as u32,
                    total as u32,
                    (total >> 32) as u32,
                ],
            ),
        };
        let n = head.len() as u32;
        out.extend(head);
        out.push(n);
        out
    }

    /// Reads a reply; `None` for anything malformed.
    pub fn decode(mut numbers: Vec<u32>) -> Option<Reply> {
        let n = numbers.pop()? as usize;
        let at = numbers.len().checked_sub(n)?;
        let head = numbers.split_off(at);
        match head[..] {
            [PROGRESS, generation, done, total] if numbers.is_empty() => Some(Reply::Progress {
                generation,
                done: done as usize,
                total: total as usize,
            }),
            [RESULTS, generation, rows, cols, has_before] => {
                let n = (rows as usize).checked_mul(cols as usize)?;
                let want = if has_before == 1 { 2 * n } else { n };
                if numbers.len() != want || (cols == 0 && rows != 0) {
                    return None;
                }
                let before = (has_before == 1).then(|| Results {
                    cols: cols as usize,
                    cells: numbers.split_off(n),
                });
                Some(Reply::Results {
                    generation,
                    results: Results {
                        cols: cols as usize,
                        cells: numbers,
                    },
                    before,
                })
            }
            [ANSWER, id, len] => {
                let mut bytes: Vec<u8> = numbers.iter().flat_map(|w| w.to_le_bytes()).collect();
                if bytes.len() < len as usize || bytes.len() >= len as usize + 4 {
                    return None;
                }
                bytes.truncate(len as usize);
                // Read once, here: an answer that cannot be read still
                // answers its request (with nothing), so the page stops
                // waiting for it.
                Some(Reply::Answer {
                    id,
                    answer: Answer::decode(&bytes),
                })
            }
            [REFUSED, kind, id] if numbers.is_empty() => Some(Reply::Refused {
                kind: RequestKind::of(kind),
                id,
            }),
            [TRAFFIC_PROGRESS, id, r0, r1, t0, t1] if numbers.is_empty() => {
                Some(Reply::TrafficProgress {
                    id,
                    read: u64::from(r0) | u64::from(r1) << 32,
                    total: u64::from(t0) | u64::from(t1) << 32,
                })
            }
            _ => None,
        }
    }
}
