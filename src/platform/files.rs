//! Files a person opens or drops on the page: read in the browser, never
//! uploaded.

use crate::i18n::tr;

/// A file's name and bytes.
pub struct Opened {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// The file dropped, if a file was (text dropped is not).
pub fn dropped_file(ev: &web_sys::DragEvent) -> Option<web_sys::File> {
    first_file(ev.data_transfer().and_then(|d| d.files()))
}

/// The first file of a file input's or a drop's list.
pub fn first_file(files: Option<web_sys::FileList>) -> Option<web_sys::File> {
    files.and_then(|f| f.get(0))
}

/// Reads a file's bytes.
#[cfg(target_arch = "wasm32")]
pub async fn read(file: web_sys::File) -> Result<Opened, String> {
    let name = file.name();
    let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer())
        .await
        .map_err(|_| tr!("file-unreadable", name = &name))?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    Ok(Opened { name, bytes })
}

/// Outside a browser there are no files to read.
#[cfg(not(target_arch = "wasm32"))]
pub async fn read(file: web_sys::File) -> Result<Opened, String> {
    Err(tr!("file-unreadable", name = &file.name()))
}

/// Reads `file`, then hands it (or why it could not be read) to `done`: one
/// future for every kind of file the page opens.
pub fn open(file: web_sys::File, done: Box<dyn FnOnce(Result<Opened, String>)>) {
    crate::platform::spawn(async move { done(read(file).await) });
}
