# device: cuda
import torch

s = torch.Stream(device="cuda")
start, end = torch.Event(enable_timing=True), torch.Event(enable_timing=True)
a = torch.randn(512, 512, device="cuda")
with s:
    start.record(s)
    b = a @ a
    end.record(s)
torch.cuda.current_stream().wait_stream(s)  # make the default stream wait for s before using b
end.synchronize()
print("stream:", s.device, "| elapsed_time > 0:", start.elapsed_time(end) > 0)
print("result matches the default stream:", torch.allclose(b, a @ a))
