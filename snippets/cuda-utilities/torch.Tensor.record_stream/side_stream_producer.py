# device: cuda
import torch

def make_on_side_stream(n, side):
    """Create a tensor on a side stream and hand it to code running on the current stream."""
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        t = torch.arange(n, device="cuda", dtype=torch.float32) * 2
    torch.cuda.current_stream().wait_stream(side)   # the consumer's stream waits for the producer
    t.record_stream(torch.cuda.current_stream())    # t is now also used on the current stream
    return t

side = torch.cuda.Stream()
t = make_on_side_stream(1 << 20, side)
total = t.sum()                                     # runs on the current stream
del t                                               # memory is not reused until that work is done
z = torch.zeros(1 << 20, device="cuda")             # a new allocation, possibly the same block
print("sum of 2 * arange(2**20):", total.item(), "| expected:", float((1 << 20) * ((1 << 20) - 1)))
print("record_stream returns:", torch.ones(1, device="cuda").record_stream(side))
