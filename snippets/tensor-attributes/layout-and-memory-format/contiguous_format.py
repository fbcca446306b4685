import torch

x = torch.empty(2, 3, 4, 5)
sizes = x.shape
expected = tuple(int(torch.tensor(sizes[k + 1:]).prod()) for k in range(4))
print("stride:", x.stride(), " product of later sizes:", expected)
cl = x.to(memory_format=torch.channels_last)
back = cl.contiguous()                        # default memory_format=torch.contiguous_format
print("channels_last stride:", cl.stride(), " after .contiguous():", back.stride(),
      " copied:", back.data_ptr() != cl.data_ptr())
print(".contiguous() on an already contiguous tensor returns itself:", x.contiguous() is x)
