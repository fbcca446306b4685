# raises: RuntimeError
import torch

print("fftfreq(4):", torch.fft.fftfreq(4))
for name, fn in [("fftfreq", torch.fft.fftfreq), ("rfftfreq", torch.fft.rfftfreq)]:
    try:
        fn(4, dtype=torch.complex64)
    except NotImplementedError as e:
        print(f"{name}(4, dtype=complex64) on CPU: NotImplementedError:", e)
torch.fft.fftfreq(4, dtype=torch.int64)
