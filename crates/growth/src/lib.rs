//! The growth tests' one timing rule, shared by every crate's growth tests
//! (`crates/robots/tests/growth.rs`, `crates/robots-cli/tests/growth.rs`,
//! `tests/model_growth.rs`): a worst-case input at size n and at 8n; linear
//! work takes about 8 times as long, work that grows with the square of the
//! input 64 times, so the ratio must stay under 16 (room for noise). Each
//! time is the best of three runs in this thread's CPU time, the two sizes
//! taken in turn in the same run, so no absolute time is ever asserted.

use std::sync::Mutex;
use std::time::Duration;

/// How many times as long 8 times the input may take.
pub const MAX_RATIO: f64 = 16.0;

/// Growth tests take turns (each is timed alone among them).
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// This thread's CPU time: the work itself is timed, so that other
/// processes on a busy machine (which take the CPU from a long run more
/// often than from a short one) do not count, nor do the tests running
/// beside these on other threads.
pub fn cpu_now() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec for the call to write.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// How long `run` on `input` takes, in this thread's CPU time.
fn time<T>(input: &T, run: &impl Fn(&T)) -> Duration {
    let start = cpu_now();
    run(input);
    cpu_now().saturating_sub(start)
}

/// The times of `run` on `small` and on `large`: each the best of three
/// runs after one to warm up (allocator, caches), the sizes taken in turn
/// so that a burst of load from elsewhere weighs on both.
pub fn times<T>(small: &T, large: &T, run: impl Fn(&T)) -> (Duration, Duration) {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    run(small);
    let (mut t1, mut t8) = (Duration::MAX, Duration::MAX);
    for _ in 0..3 {
        t1 = t1.min(time(small, &run));
        t8 = t8.min(time(large, &run));
    }
    (t1, t8)
}

/// Asserts that `run` on `make(8 * n)` takes less than [`MAX_RATIO`] times
/// as long as on `make(n)` (inputs built outside the timing).
pub fn assert_linear<T>(what: &str, n: usize, make: impl Fn(usize) -> T, run: impl Fn(&T)) {
    let (small, large) = (make(n), make(8 * n));
    let (t1, t8) = times(&small, &large, run);
    // Below a millisecond the clock's own noise decides: count it as one.
    let ratio = t8.as_secs_f64() / t1.as_secs_f64().max(0.001);
    eprintln!("{what}: n = {n} {t1:?}, 8n {t8:?}, ratio {ratio:.1}");
    assert!(
        ratio < MAX_RATIO,
        "{what}: n = {n} took {t1:?}, 8n took {t8:?} (ratio {ratio:.1}, must be under {MAX_RATIO}): not linear"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work that grows with the square of its input fails the rule.
    #[test]
    #[should_panic(expected = "not linear")]
    fn square_work_fails() {
        assert_linear(
            "square",
            400,
            |n| (0..n as u64).collect::<Vec<_>>(),
            |v| {
                let mut sum = 0u64;
                for a in v {
                    for b in v {
                        sum = sum.wrapping_add(a ^ b);
                    }
                }
                std::hint::black_box(sum);
            },
        );
    }

    /// Linear work passes.
    #[test]
    fn linear_work_passes() {
        assert_linear(
            "linear",
            200_000,
            |n| (0..n as u64).collect::<Vec<_>>(),
            |v| {
                std::hint::black_box(v.iter().fold(0u64, |s, x| s.wrapping_add(x * x)));
            },
        );
    }
}
