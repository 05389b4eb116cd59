//! `robots ranges update` under the address policy of every fetch, and
//! how it writes the lists: servers on 127.0.0.1 only, started here.

mod common;

use common::{ranges_update as update, redirect, temp_dir, Reply, Server};

fn list(created: &str, prefix: &str) -> String {
    serde_json::json!({"creationTime": created, "prefixes": [{"ipv4Prefix": prefix}]}).to_string()
}

/// A redirect to the same origin is followed; one to another origin on
/// this machine is refused, said, and nothing connects there, unless
/// `--allow-private`.
#[test]
fn redirects_follow_the_address_policy() {
    let elsewhere = Server::start(vec![(
        "/common-crawlers.json",
        Reply::Status(
            200,
            vec![],
            list("2026-11-22T00:00:00Z", "192.0.2.0/24").into(),
        ),
    )]);
    let target = elsewhere.url("/common-crawlers.json");
    let server = Server::start(vec![
        ("/common-crawlers.json", redirect(302, &target)),
        ("/gptbot.json", redirect(301, "/moved/gptbot.json")),
        (
            "/moved/gptbot.json",
            Reply::Status(
                200,
                vec![],
                list("2026-11-21T00:00:00Z", "198.51.100.0/24").into(),
            ),
        ),
    ]);
    let dir = temp_dir("ranges-policy");
    let out = dir.join("lists");
    let o = update(&server.url(""), &out, &[]);
    let said = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(4), "{said}");
    assert!(
        said.contains("Saved gptbot.json: 1 address prefix"),
        "{said}"
    );
    assert!(
        said.contains(&format!(
            "refused to follow the redirect from {} to {target}: 127.0.0.1 is a loopback \
             address (this machine), and only {}, the address given, may be one \
             (--allow-private lifts this)",
            server.url("/common-crawlers.json"),
            server.url("")
        )),
        "{said}"
    );
    assert!(!out.join("common-crawlers.json").exists());
    assert!(elsewhere.requests().is_empty());
    let o = update(&server.url(""), &out, &["--allow-private"]);
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(
        said.contains("Saved common-crawlers.json: 1 address prefix"),
        "{said}"
    );
    assert_eq!(elsewhere.requests(), ["GET /common-crawlers.json HTTP/1.1"]);
}

/// A link planted where the old command wrote its temporary file (and at
/// the list's own name) is never written through: the file it points to
/// stays as it was, and the list is saved in the directory.
#[cfg(unix)]
#[test]
fn a_planted_link_is_not_followed() {
    let fresh = list("2026-11-20T00:00:00Z", "192.0.2.0/24");
    let server = Server::start(vec![(
        "/common-crawlers.json",
        Reply::Status(200, vec![], fresh.clone().into_bytes()),
    )]);
    let dir = temp_dir("ranges-link");
    let out = dir.join("lists");
    std::fs::create_dir_all(&out).unwrap();
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "precious\n").unwrap();
    let other = dir.join("other.txt");
    std::fs::write(&other, "also precious\n").unwrap();
    std::os::unix::fs::symlink(&victim, out.join(".common-crawlers.json.part")).unwrap();
    std::os::unix::fs::symlink(&other, out.join("common-crawlers.json")).unwrap();
    let o = update(&server.url(""), &out, &[]);
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(
        said.contains("Saved common-crawlers.json: 1 address prefix"),
        "{said}"
    );
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "also precious\n");
    // The list replaced the link at its name, as a file of its own.
    let saved = out.join("common-crawlers.json");
    assert!(!std::fs::symlink_metadata(&saved)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), fresh);
    // No temporary file is left behind (the planted link stays).
    let names: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".part"))
        .collect();
    assert_eq!(names, [".common-crawlers.json.part"]);
}
