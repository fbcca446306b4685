import torch

for name, call in [("current_stream()", torch.cuda.current_stream),
                   ("default_stream()", torch.cuda.default_stream),
                   ("Stream()", torch.cuda.Stream)]:
    try:
        call()
    except (AssertionError, RuntimeError) as e:
        print(f"{name}: {type(e).__name__}: {e}")
