//! `robots fetch`: the body Google would use, exactly as received (up to
//! 500 KiB), and the outcome on stderr.

use crate::args::FetchArgs;
use crate::fetch::Outcome;
use crate::lang::tr;
use crate::{exit, io_error, source, Failure, Io};

pub fn run(args: &FetchArgs, io: &mut Io) -> Result<u8, Failure> {
    let fetched = source::fetch_url(&args.url, &args.net, args.lang.lang.0, io)?;
    if fetched.report.outcome != Outcome::Rules {
        // No body is used: nothing is printed or saved.
        return Ok(exit::REPLACED);
    }
    match args.output.as_deref() {
        None | Some("-") => io.stdout.write_all(&fetched.body).map_err(Failure::write)?,
        Some(path) => std::fs::write(path, &fetched.body).map_err(|e| {
            Failure::Unreadable(tr!("cli-cannot-write", name = path, error = io_error(&e)))
        })?,
    }
    Ok(exit::OK)
}
