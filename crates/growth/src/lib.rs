//! The growth tests' one timing rule, shared by every crate's growth tests
//! (`crates/robots/tests/growth.rs`, `crates/robots-cli/tests/growth.rs`,
//! `tests/model_growth.rs`): a worst-case input at size n and at 8n; linear
//! work takes about 8 times as long, work that grows with the square of the
//! input 64 times, so the ratio must stay under 16 (room for noise). Each
//! time is the best of three in this thread's CPU time, the two sizes taken
//! in turn in the same run, so no absolute time is ever asserted.
//!
//! Both times are measured, never guessed: a run of a few microseconds is
//! mostly the call's fixed cost, and its ratio says little of the work's
//! shape. So n is first doubled (up to [`MAX_GROWTH`] times the n given)
//! until the input of size n takes [`MIN_TIME`], or until its time stops
//! growing with it (8 times the input, less than 1.5 times as long); and a
//! run shorter than [`MIN_TIME`] (an input cut at a limit, whose work stops
//! growing) is timed as many runs in a row as take [`MIN_TIME`], divided by
//! their number.

use std::sync::Mutex;
use std::time::Duration;

/// How many times as long 8 times the input may take.
pub const MAX_RATIO: f64 = 16.0;

/// The time the input of size n is grown to take, and the least a timing
/// covers (runs repeated to fill it).
pub const MIN_TIME: Duration = Duration::from_millis(2);

/// How many times n may be doubled to reach [`MIN_TIME`].
pub const MAX_DOUBLINGS: u32 = 6;

/// The most n is grown by: `2^MAX_DOUBLINGS` (64) times the n given.
pub const MAX_GROWTH: usize = 1 << MAX_DOUBLINGS;

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

/// How long `runs` runs of `run` on `input` take together, in this
/// thread's CPU time.
fn time<T>(input: &T, run: &impl Fn(&T), runs: u32) -> Duration {
    let start = cpu_now();
    for _ in 0..runs {
        run(input);
    }
    cpu_now().saturating_sub(start)
}

/// How many runs in a row take [`MIN_TIME`] when one takes `once`: one
/// when a run alone takes that long (the larger input's, nearly always),
/// so that a long run is not repeated for nothing.
fn runs_for(once: Duration) -> u32 {
    let once = once.max(Duration::from_nanos(100));
    MIN_TIME
        .as_nanos()
        .div_ceil(once.as_nanos())
        .clamp(1, 100_000) as u32
}

/// The times of one run of `run` on `small` and on `large`: after a run of
/// each to warm up (allocator, caches) and to count how many runs in a row
/// take [`MIN_TIME`], each the best of three such timings divided by their
/// runs, the sizes taken in turn so that a burst of load from elsewhere
/// weighs on both.
pub fn times<T>(small: &T, large: &T, run: impl Fn(&T)) -> (Duration, Duration) {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    pair(small, large, &run)
}

/// [`times`], its caller holding the turn.
fn pair<T>(small: &T, large: &T, run: &impl Fn(&T)) -> (Duration, Duration) {
    let runs1 = runs_for(time(small, run, 1));
    let runs8 = runs_for(time(large, run, 1));
    let (mut t1, mut t8) = (Duration::MAX, Duration::MAX);
    for _ in 0..3 {
        t1 = t1.min(time(small, run, runs1) / runs1);
        t8 = t8.min(time(large, run, runs8) / runs8);
    }
    (t1, t8)
}

/// The first of n, 2n, 4n, … (at most [`MAX_GROWTH`] n) whose input takes
/// at least [`MIN_TIME`] (the best of three runs after one to warm up), or
/// the last one tried; with that input.
/// n is not grown past `most` (8n is what the large run takes), nor once
/// its time has stopped growing with it: when 8 times the input took less
/// than [`FLAT`] times as long, the work does not depend on that input's
/// size (its cost is the call's own, or the input is cut at a limit), and a
/// larger input would mostly take longer to build (from the n given, up
/// to 512 times its input for the large run).
fn measurable<T>(
    n: usize,
    most: usize,
    make: &impl Fn(usize) -> T,
    run: &impl Fn(&T),
) -> (usize, T) {
    let mut n = n.max(1);
    let mut doublings = 0;
    // The best time at each doubling so far.
    let mut bests: Vec<Duration> = Vec::new();
    loop {
        let input = make(n);
        run(&input);
        let best = (0..3)
            .map(|_| time(&input, run, 1))
            .min()
            .unwrap_or_default();
        // Times far above the clock's own cost only: at tens of
        // nanoseconds, reading the clock would make any work look flat.
        let flat = doublings >= 3
            && bests[bests.len() - 3] >= FLAT_FROM
            && best.as_secs_f64() < FLAT * bests[bests.len() - 3].as_secs_f64();
        if doublings == MAX_DOUBLINGS || best >= MIN_TIME || n * 2 > most || flat {
            return (n, input);
        }
        bests.push(best);
        drop(input);
        n *= 2;
        doublings += 1;
    }
}

/// How much longer 8 times the input may take, while n is grown, for the
/// work to count as not growing with it (see [`measurable`]).
const FLAT: f64 = 1.5;

/// The least time of the smaller input for that comparison to count.
const FLAT_FROM: Duration = Duration::from_micros(10);

/// Asserts that `run` on `make(8 * n)` takes less than [`MAX_RATIO`] times
/// as long as on `make(n)` (inputs built outside the timing), n first grown
/// from the one given until `make(n)` takes [`MIN_TIME`] (see the crate's
/// documentation).
pub fn assert_linear<T>(what: &str, n: usize, make: impl Fn(usize) -> T, run: impl Fn(&T)) {
    assert_linear_upto(what, n, usize::MAX, make, run);
}

/// [`assert_linear`] for an input with a size limit: n is grown no further
/// than `most`, so that 8n stays within `8 * most` (a reader's cap, say,
/// past which the input would only be refused). Runs too short to time one
/// by one are timed many in a row, as always.
pub fn assert_linear_upto<T>(
    what: &str,
    n: usize,
    most: usize,
    make: impl Fn(usize) -> T,
    run: impl Fn(&T),
) {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let (n, small) = measurable(n, most.max(n), &make, &run);
    let large = make(8 * n);
    let (t1, t8) = pair(&small, &large, &run);
    // Measured, not floored (a nanosecond only keeps the division defined).
    let ratio = t8.as_secs_f64() / t1.as_secs_f64().max(1e-9);
    eprintln!("{what}: n = {n} {t1:?}, 8n {t8:?}, ratio {ratio:.1}");
    assert!(
        ratio < MAX_RATIO,
        "{what}: n = {n} took {t1:?}, 8n took {t8:?} (ratio {ratio:.1}, must be under {MAX_RATIO}): not linear"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(n: usize) -> Vec<u64> {
        (0..n as u64).collect()
    }

    /// Work on every pair of the input's items: the square of its size.
    #[allow(clippy::ptr_arg)] // `assert_linear` hands the input made.
    fn square(v: &Vec<u64>) {
        let mut sum = 0u64;
        for a in v {
            for b in v {
                sum = sum.wrapping_add(a ^ b);
            }
        }
        std::hint::black_box(sum);
    }

    /// Work on each item once.
    #[allow(clippy::ptr_arg)] // `assert_linear` hands the input made.
    fn linear(v: &Vec<u64>) {
        std::hint::black_box(v.iter().fold(0u64, |s, x| s.wrapping_add(x * x)));
    }

    /// Work that grows with the square of its input fails the rule.
    #[test]
    #[should_panic(expected = "not linear")]
    fn square_work_fails() {
        assert_linear("square", 400, numbers, square);
    }

    /// Even from an n so small that both runs take microseconds (which a
    /// floor under the small run's time once let pass: 8n took far less
    /// than 16 times the floor), n grows until the work shows its shape.
    #[test]
    #[should_panic(expected = "not linear")]
    fn square_work_fails_from_a_tiny_n() {
        let (t1, t8) = times(&numbers(10), &numbers(80), square);
        assert!(t8 < MIN_TIME, "8n already measurable: {t1:?} {t8:?}");
        assert_linear("square from 10", 10, numbers, square);
    }

    /// Work whose time does not grow with its input stops n's growth after
    /// three doublings, instead of building inputs 64 times the size given
    /// (and 512 for the large run); work that grows goes on, and so does
    /// work too short to tell from the clock's own cost.
    #[test]
    fn flat_work_stops_growing_its_input() {
        let largest = std::cell::Cell::new(0);
        let make = |n: usize| {
            largest.set(largest.get().max(n));
            numbers(n)
        };
        // Tens of microseconds whatever the input's size.
        let fixed = |v: &Vec<u64>| {
            let sum = (0..20_000u64).fold(v.len() as u64, |s, x| s.wrapping_add(x * x));
            std::hint::black_box(sum);
        };
        assert_linear("flat", 1_000, make, fixed);
        // Three doublings (8,000), or four if a timing of nanoseconds
        // was disturbed; never the six that linear work takes.
        assert!(largest.get() <= 8 * 16_000, "{}", largest.get());
        largest.set(0);
        assert_linear("linear", 1_000, make, linear);
        assert!(largest.get() > 8 * 16_000, "{}", largest.get());
        largest.set(0);
        let first = |v: &Vec<u64>| {
            std::hint::black_box(v.first().copied());
        };
        assert_linear("nanoseconds", 1_000, make, first);
        assert_eq!(largest.get(), 8 * 64_000, "grown as far as it may");
    }

    /// Linear work passes, from a small n as from a large one.
    #[test]
    fn linear_work_passes() {
        assert_linear("linear", 200_000, numbers, linear);
        assert_linear("linear from 2,000", 2_000, numbers, linear);
    }

    /// An input cut at a limit stops growing: its runs are too short to
    /// time one by one, and are timed many in a row instead of being
    /// counted as a floor (a square cut at 100 items is constant: it
    /// passes, measured).
    #[test]
    fn short_runs_are_measured_not_floored() {
        let (t1, t8) = times(&numbers(100), &numbers(800), square);
        assert!(t1 > Duration::ZERO && t1 < MIN_TIME, "{t1:?}");
        // The square shows at these sizes, far under the floor there was.
        assert!(t8.as_secs_f64() > 16.0 * t1.as_secs_f64(), "{t1:?} {t8:?}");
        assert_linear("cut at 100", 10, |n| numbers(n.min(100)), square);
    }
}
