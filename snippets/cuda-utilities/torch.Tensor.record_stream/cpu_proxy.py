import torch

x = torch.ones(3)
print("CUDA available:", torch.cuda.is_available())
print("record_stream is a Tensor method:", callable(getattr(x, "record_stream", None)))
try:
    torch.cuda.Stream()
except RuntimeError as e:
    print("torch.cuda.Stream() on this build: RuntimeError -", e)
try:
    x.record_stream(object())
except RuntimeError as e:
    print("a non-stream argument: RuntimeError -", e)
