//! A log file read as a stream (`Blob.stream()`), gunzipped by the
//! browser's `DecompressionStream("gzip")` when it starts with gzip's magic
//! number: the checking worker's Traffic audit reads it chunk by chunk and
//! never holds the whole file. The bytes read of the file (compressed, for
//! gzip) are counted for the progress bar.

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::Cell;
    use std::rc::Rc;

    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;

    use crate::platform::compress::js;

    /// How much compressed input the inflater is given at a time: it
    /// inflates a whole input chunk before anything can be read, so what it
    /// holds stays bounded (deflate's largest ratio is 1032:1).
    const SLICE: usize = 16 * 1024;

    /// A file's bytes, chunk by chunk.
    pub struct Chunks {
        reader: js::Reader,
        /// The file's bytes read so far.
        read: Rc<Cell<u64>>,
        /// Whether the bytes are inflated (then the pump counts them).
        inflated: bool,
        stop: Rc<Cell<bool>>,
    }

    async fn chunk_of(reader: &js::Reader) -> Result<Option<js_sys::Uint8Array>, ()> {
        let r = JsFuture::from(reader.read()).await.map_err(|_| ())?;
        let get = |key: &str| js_sys::Reflect::get(&r, &key.into()).ok();
        if get("done").is_some_and(|d| d.is_truthy()) {
            return Ok(None);
        }
        get("value")
            .and_then(|v| v.dyn_into::<js_sys::Uint8Array>().ok())
            .map(Some)
            .ok_or(())
    }

    impl Chunks {
        /// Opens `file`; `None` when the browser cannot read it.
        pub async fn open(file: &web_sys::Blob) -> Option<Chunks> {
            let head = JsFuture::from(file.slice_with_i32_and_i32(0, 2).ok()?.array_buffer())
                .await
                .ok()?;
            let head = js_sys::Uint8Array::new(&head).to_vec();
            let raw = file.unchecked_ref::<js::ByteBlob>().stream().get_reader();
            let read = Rc::new(Cell::new(0));
            let stop = Rc::new(Cell::new(false));
            if head != [0x1f, 0x8b] {
                return Some(Chunks {
                    reader: raw,
                    read,
                    inflated: false,
                    stop,
                });
            }
            let inflate = js::DecompressionStream::new("gzip").ok()?;
            let writer = inflate.writable().get_writer();
            let reader = inflate.readable().get_reader();
            let (count, stopped) = (read.clone(), stop.clone());
            wasm_bindgen_futures::spawn_local(async move {
                loop {
                    let chunk = match chunk_of(&raw).await {
                        Ok(Some(c)) if !stopped.get() => c.to_vec(),
                        Ok(None) => {
                            let _ = JsFuture::from(writer.close()).await;
                            return;
                        }
                        _ => {
                            let _ = raw.cancel();
                            let _ = JsFuture::from(writer.abort()).await;
                            return;
                        }
                    };
                    for slice in chunk.chunks(SLICE) {
                        let part = js_sys::Uint8Array::from(slice);
                        if JsFuture::from(writer.write(&part)).await.is_err() {
                            let _ = raw.cancel();
                            return;
                        }
                        count.set(count.get() + slice.len() as u64);
                    }
                }
            });
            Some(Chunks {
                reader,
                read,
                inflated: true,
                stop,
            })
        }

        /// The next chunk (`Ok(None)` at the end); `Err` when the file
        /// cannot be read (damaged gzip).
        pub async fn next(&mut self) -> Result<Option<Vec<u8>>, ()> {
            let chunk = chunk_of(&self.reader).await?;
            Ok(chunk.map(|c| {
                let bytes = c.to_vec();
                if !self.inflated {
                    self.read.set(self.read.get() + bytes.len() as u64);
                }
                bytes
            }))
        }

        /// The file's bytes read so far.
        pub fn read(&self) -> u64 {
            self.read.get()
        }

        /// Stops reading.
        pub fn cancel(&self) {
            self.stop.set(true);
            let _ = self.reader.cancel();
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub use web::Chunks;
