# raises: RuntimeError
import torch

with torch.inference_mode():
    buf = torch.zeros(3)
    buf.add_(1)  # in place inside inference mode: fine
print("buf:", buf, "| is_inference:", buf.is_inference())

copy = buf.clone()  # a normal tensor
copy.add_(1)
print("clone updated in place:", copy, "| is_inference:", copy.is_inference())

buf.add_(1)  # in place outside inference mode
